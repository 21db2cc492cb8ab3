from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.station_configuration_change_settings_item import StationConfigurationChangeSettingsItem





T = TypeVar("T", bound="StationConfigurationChange")



@_attrs_define
class StationConfigurationChange:
    """ 
        Attributes:
            settings (list[StationConfigurationChangeSettingsItem]):
            vendor_keys (bool | Unset): Write keys outside the standardised, non-security settings of OCPP 1.6 and 2.0.1 (a
                vendor's). The deny rules still apply. Default: False.
     """

    settings: list[StationConfigurationChangeSettingsItem]
    vendor_keys: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        from ..models.station_configuration_change_settings_item import StationConfigurationChangeSettingsItem # noqa: PLC0415
        settings = []
        for settings_item_data in self.settings:
            settings_item = settings_item_data.to_dict()
            settings.append(settings_item)



        vendor_keys = self.vendor_keys


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "settings": settings,
        })
        if vendor_keys is not UNSET:
            field_dict["vendor_keys"] = vendor_keys

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.station_configuration_change_settings_item import StationConfigurationChangeSettingsItem # noqa: PLC0415
        d = dict(src_dict)
        settings = []
        _settings = d.pop("settings")
        for settings_item_data in (_settings):
            settings_item = StationConfigurationChangeSettingsItem.from_dict(settings_item_data)



            settings.append(settings_item)


        vendor_keys = d.pop("vendor_keys", UNSET)

        station_configuration_change = cls(
            settings=settings,
            vendor_keys=vendor_keys,
        )

        return station_configuration_change

