from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.station_reset_type import StationResetType
from ..types import UNSET, Unset






T = TypeVar("T", bound="StationReset")



@_attrs_define
class StationReset:
    """ 
        Attributes:
            type_ (StationResetType): 1.6 Soft or Hard; 2.0.1 has one kind of reset.
            on_idle (bool | Unset): Reset once no transaction runs (2.0.1 OnIdle); the station answers Scheduled while one
                runs.
     """

    type_: StationResetType
    on_idle: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        on_idle = self.on_idle


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if on_idle is not UNSET:
            field_dict["on_idle"] = on_idle

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = StationResetType(d.pop("type"))




        on_idle = d.pop("on_idle", UNSET)

        station_reset = cls(
            type_=type_,
            on_idle=on_idle,
        )

        return station_reset

