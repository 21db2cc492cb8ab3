from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="MeterValue")



@_attrs_define
class MeterValue:
    """ One meter reading of a session, as its station sent it.

        Attributes:
            object_ (Literal['meter_value']):
            at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC
                3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            energy_kwh (float): A non-negative number with at most three decimals, up to 1,000,000 (kW or kWh). An integer
                when whole.
            power_kw (float | None): The whole meter's active power in kW; null when the reading did not carry it.
            soc_percent (int | None): The vehicle's state of charge in percent; null when the reading did not carry it.
     """

    object_: Literal['meter_value']
    at: datetime.datetime
    energy_kwh: float
    power_kw: float | None
    soc_percent: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        at = self.at.isoformat()

        energy_kwh = self.energy_kwh

        power_kw: float | None
        power_kw = self.power_kw

        soc_percent: int | None
        soc_percent = self.soc_percent


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "object": object_,
            "at": at,
            "energy_kwh": energy_kwh,
            "power_kw": power_kw,
            "soc_percent": soc_percent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        object_ = cast(Literal['meter_value'] , d.pop("object"))
        if object_ != 'meter_value':
            raise ValueError(f"object must match const 'meter_value', got '{object_}'")

        at = datetime.datetime.fromisoformat(d.pop("at"))




        energy_kwh = d.pop("energy_kwh")

        def _parse_power_kw(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        power_kw = _parse_power_kw(d.pop("power_kw"))


        def _parse_soc_percent(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        soc_percent = _parse_soc_percent(d.pop("soc_percent"))


        meter_value = cls(
            object_=object_,
            at=at,
            energy_kwh=energy_kwh,
            power_kw=power_kw,
            soc_percent=soc_percent,
        )


        meter_value.additional_properties = d
        return meter_value

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
