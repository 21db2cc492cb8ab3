from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="StationUnlock")



@_attrs_define
class StationUnlock:
    """ 
        Attributes:
            evse_id (int):
            connector_id (int | Unset): 2.0.1 only; 1 by default.
     """

    evse_id: int
    connector_id: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        evse_id = self.evse_id

        connector_id = self.connector_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "evse_id": evse_id,
        })
        if connector_id is not UNSET:
            field_dict["connector_id"] = connector_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        evse_id = d.pop("evse_id")

        connector_id = d.pop("connector_id", UNSET)

        station_unlock = cls(
            evse_id=evse_id,
            connector_id=connector_id,
        )

        return station_unlock

