from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.station_setting import StationSetting





T = TypeVar("T", bound="StationConfiguration")



@_attrs_define
class StationConfiguration:
    """ 
        Attributes:
            object_ (Literal['station_configuration']):
            asset_id (str): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            settings (list[StationSetting]):
            complete (bool): Whether every setting the station reported is here.
     """

    object_: Literal['station_configuration']
    asset_id: str
    settings: list[StationSetting]
    complete: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.station_setting import StationSetting # noqa: PLC0415
        object_ = self.object_

        asset_id = self.asset_id

        settings = []
        for settings_item_data in self.settings:
            settings_item = settings_item_data.to_dict()
            settings.append(settings_item)



        complete = self.complete


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "object": object_,
            "asset_id": asset_id,
            "settings": settings,
            "complete": complete,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.station_setting import StationSetting # noqa: PLC0415
        d = dict(src_dict)
        object_ = cast(Literal['station_configuration'] , d.pop("object"))
        if object_ != 'station_configuration':
            raise ValueError(f"object must match const 'station_configuration', got '{object_}'")

        asset_id = d.pop("asset_id")

        settings = []
        _settings = d.pop("settings")
        for settings_item_data in (_settings):
            settings_item = StationSetting.from_dict(settings_item_data)



            settings.append(settings_item)


        complete = d.pop("complete")

        station_configuration = cls(
            object_=object_,
            asset_id=asset_id,
            settings=settings,
            complete=complete,
        )


        station_configuration.additional_properties = d
        return station_configuration

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
