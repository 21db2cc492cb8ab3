from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.station_trigger_message import StationTriggerMessage
from ..types import UNSET, Unset






T = TypeVar("T", bound="StationTrigger")



@_attrs_define
class StationTrigger:
    """ 
        Attributes:
            message (StationTriggerMessage):
            evse_id (int | Unset):
     """

    message: StationTriggerMessage
    evse_id: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        message = self.message.value

        evse_id = self.evse_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "message": message,
        })
        if evse_id is not UNSET:
            field_dict["evse_id"] = evse_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = StationTriggerMessage(d.pop("message"))




        evse_id = d.pop("evse_id", UNSET)

        station_trigger = cls(
            message=message,
            evse_id=evse_id,
        )

        return station_trigger

